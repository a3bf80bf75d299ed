; ModuleID = 'split_module'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) writeonly captures(none), i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: nounwind
define ptx_kernel void @gemm_fusion_dot_23(ptr noalias align 256 dereferenceable(2097152) %arg0, ptr noalias align 16 dereferenceable(262144) %arg1, ptr noalias align 256 dereferenceable(524288) %arg2) local_unnamed_addr #4 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = zext i32 %4 to i64
  %6 = lshr i64 %5, 4
  %7 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = lshr i32 %7, 2
  %9 = and i32 %7, 7
  %10 = shl i32 %9, 1
  %11 = and i32 %7, 3
  %12 = shl i32 %11, 2
  %13 = zext i32 %8 to i64
  %14 = zext i32 %12 to i64
  %15 = and i64 %5, 15
  %16 = shl i32 %7, 6
  %17 = and i32 %16, 3584
  %.idx3 = shl i64 %6, 15
  %18 = getelementptr i8, ptr addrspace(1) %1, i64 %.idx3
  %.idx4 = shl i64 %13, 11
  %invariant.gep = getelementptr i8, ptr addrspace(1) %18, i64 %.idx4
  %invariant.gep6 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %14
  %19 = shl nuw nsw i32 %7, 4
  %20 = shl nuw nsw i32 %7, 1
  %21 = and i32 %20, 48
  %22 = xor i32 %21, %19
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %23
  %25 = and i32 %16, 960
  %26 = shl nuw nsw i32 %7, 3
  %27 = and i32 %26, 48
  %28 = and i32 %7, 16
  %29 = xor i32 %27, %28
  %30 = or disjoint i32 %29, %25
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %31
  %33 = xor i32 %30, 32
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %34
  %.idx5 = shl i64 %15, 14
  %36 = and i32 %7, 48
  %37 = xor i32 %26, %36
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %38
  %40 = shl nuw nsw i32 %9, 6
  %41 = xor i32 %27, %21
  %42 = or disjoint i32 %41, %40
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %43
  %45 = add i32 %17, %10
  %46 = zext nneg i32 %45 to i64
  %47 = shl nuw nsw i64 %46, 2
  %48 = add i64 %.idx5, %47
  %scevgep = getelementptr i8, ptr addrspace(1) %2, i64 %48
  br label %49

49:                                               ; preds = %0, %49
  %lsr.iv = phi i64 [ 0, %0 ], [ %lsr.iv.next, %49 ]
  %50 = phi { float, float, float, float } [ zeroinitializer, %0 ], [ %133, %49 ]
  %scevgep25 = getelementptr i8, ptr addrspace(1) %invariant.gep6, i64 %lsr.iv
  %51 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %scevgep25) #5
  %52 = extractvalue { i32, i32, i32, i32 } %51, 0
  %53 = extractvalue { i32, i32, i32, i32 } %51, 1
  %54 = extractvalue { i32, i32, i32, i32 } %51, 2
  %55 = extractvalue { i32, i32, i32, i32 } %51, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %56 = insertelement <4 x i32> poison, i32 %52, i64 0
  %57 = insertelement <4 x i32> %56, i32 %53, i64 1
  %58 = insertelement <4 x i32> %57, i32 %54, i64 2
  %59 = insertelement <4 x i32> %58, i32 %55, i64 3
  store <4 x i32> %59, ptr addrspace(3) %24, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %60 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %32)
  %61 = extractvalue { i32, i32, i32, i32 } %60, 0
  %62 = bitcast i32 %61 to float
  %63 = extractvalue { i32, i32, i32, i32 } %60, 1
  %64 = bitcast i32 %63 to float
  %65 = extractvalue { i32, i32, i32, i32 } %60, 2
  %66 = bitcast i32 %65 to float
  %67 = extractvalue { i32, i32, i32, i32 } %60, 3
  %68 = bitcast i32 %67 to float
  %69 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %35)
  %70 = extractvalue { i32, i32, i32, i32 } %69, 0
  %71 = bitcast i32 %70 to float
  %72 = extractvalue { i32, i32, i32, i32 } %69, 1
  %73 = bitcast i32 %72 to float
  %74 = extractvalue { i32, i32, i32, i32 } %69, 2
  %75 = bitcast i32 %74 to float
  %76 = extractvalue { i32, i32, i32, i32 } %69, 3
  %77 = bitcast i32 %76 to float
  %scevgep24 = getelementptr i8, ptr addrspace(1) %scevgep, i64 %lsr.iv
  %78 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l"(ptr addrspace(1) %scevgep24) #5
  %79 = extractvalue { i32, i32 } %78, 0
  %80 = extractvalue { i32, i32 } %78, 1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %81 = insertelement <2 x i32> poison, i32 %79, i64 0
  %82 = insertelement <2 x i32> %81, i32 %80, i64 1
  store <2 x i32> %82, ptr addrspace(3) %39, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %83 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %44)
  %84 = extractvalue { i32, i32, i32, i32 } %83, 0
  %85 = bitcast i32 %84 to float
  %86 = extractvalue { i32, i32, i32, i32 } %83, 1
  %87 = bitcast i32 %86 to float
  %88 = extractvalue { i32, i32, i32, i32 } %83, 2
  %89 = bitcast i32 %88 to float
  %90 = extractvalue { i32, i32, i32, i32 } %83, 3
  %91 = bitcast i32 %90 to float
  %92 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %62) #5
  %93 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %64) #5
  %94 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %66) #5
  %95 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %68) #5
  %96 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %71) #5
  %97 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %73) #5
  %98 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %75) #5
  %99 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %77) #5
  %100 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %85) #5
  %101 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %87) #5
  %102 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %89) #5
  %103 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %91) #5
  %104 = bitcast float %92 to i32
  %105 = bitcast float %93 to i32
  %106 = bitcast float %94 to i32
  %107 = bitcast float %95 to i32
  %108 = bitcast float %96 to i32
  %109 = bitcast float %97 to i32
  %110 = bitcast float %98 to i32
  %111 = bitcast float %99 to i32
  %112 = bitcast float %100 to i32
  %113 = bitcast float %101 to i32
  %114 = bitcast float %102 to i32
  %115 = bitcast float %103 to i32
  %116 = extractvalue { float, float, float, float } %50, 0
  %117 = extractvalue { float, float, float, float } %50, 1
  %118 = extractvalue { float, float, float, float } %50, 2
  %119 = extractvalue { float, float, float, float } %50, 3
  %120 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %116, float %117, float %118, float %119, i32 %104, i32 %105, i32 %106, i32 %107, i32 %112, i32 %113) #5
  %121 = extractvalue { float, float, float, float } %120, 0
  %122 = extractvalue { float, float, float, float } %120, 1
  %123 = extractvalue { float, float, float, float } %120, 2
  %124 = extractvalue { float, float, float, float } %120, 3
  %125 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %121, float %122, float %123, float %124, i32 %108, i32 %109, i32 %110, i32 %111, i32 %114, i32 %115) #5
  %126 = extractvalue { float, float, float, float } %125, 0
  %127 = extractvalue { float, float, float, float } %125, 1
  %128 = extractvalue { float, float, float, float } %125, 2
  %129 = extractvalue { float, float, float, float } %125, 3
  %130 = insertvalue { float, float, float, float } undef, float %126, 0
  %131 = insertvalue { float, float, float, float } %130, float %127, 1
  %132 = insertvalue { float, float, float, float } %131, float %128, 2
  %133 = insertvalue { float, float, float, float } %132, float %129, 3
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %tmp = trunc i64 %lsr.iv.next to i32
  %exitcond.not = icmp eq i32 %tmp, 2048
  br i1 %exitcond.not, label %134, label %49

134:                                              ; preds = %49
  %135 = shl nuw nsw i32 %11, 1
  %136 = zext nneg i32 %135 to i64
  %.idx = shl nuw nsw i64 %15, 5
  %137 = getelementptr i8, ptr addrspace(1) %3, i64 %.idx
  %.idx1 = shl nuw nsw i64 %6, 13
  %138 = getelementptr i8, ptr addrspace(1) %137, i64 %.idx1
  %.idx2 = shl nuw nsw i64 %13, 9
  %139 = getelementptr i8, ptr addrspace(1) %138, i64 %.idx2
  %140 = getelementptr [4 x i8], ptr addrspace(1) %139, i64 %136
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %141 = shl nuw nsw i32 %9, 4
  %142 = shl nuw nsw i32 %7, 5
  %143 = and i32 %142, 256
  %144 = and i32 %26, 128
  %145 = or disjoint i32 %141, %144
  %146 = or disjoint i32 %145, %143
  %147 = zext nneg i32 %146 to i64
  %148 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %147
  %149 = bitcast float %126 to i32
  %150 = bitcast float %127 to i32
  %151 = bitcast float %128 to i32
  %152 = bitcast float %129 to i32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %148, i32 %149, i32 %150, i32 %151, i32 %152)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %153 = lshr i32 %7, 1
  %154 = or i32 %153, %7
  %155 = and i32 %19, 112
  %156 = shl nuw nsw i32 %154, 3
  %157 = and i32 %156, 128
  %158 = or disjoint i32 %155, %157
  %159 = or disjoint i32 %158, %143
  %160 = zext nneg i32 %159 to i64
  %161 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %160
  %162 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %161)
  %163 = extractvalue { i32, i32 } %162, 0
  %164 = extractvalue { i32, i32 } %162, 1
  tail call void asm sideeffect "st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l"(i32 %163, i32 %164, ptr addrspace(1) %140) #5
  ret void
}

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent nocallback nounwind memory(argmem: write) }
attributes #3 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #4 = { nounwind "nvvm.reqntid"="64,1,1" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1}
!nvvm.annotations = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
