; ModuleID = 'LLVMDialectModule'
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
define ptx_kernel void @gemm_fusion_dot_21(ptr noalias align 256 dereferenceable(524288) %arg0, ptr noalias align 16 dereferenceable(65536) %arg1, ptr noalias align 256 dereferenceable(524288) %arg2) local_unnamed_addr #4 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = zext i32 %4 to i64
  %6 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = and i32 %6, 7
  %8 = shl i32 %7, 1
  %9 = and i32 %6, 3
  %10 = shl i32 %9, 2
  %11 = shl i32 %6, 5
  %12 = and i32 %11, 1920
  %13 = shl nuw nsw i64 %5, 7
  %14 = and i64 %13, 274877904896
  %15 = and i64 %5, 15
  %16 = shl i32 %6, 4
  %17 = and i32 %16, 896
  %18 = shl nuw nsw i32 %6, 1
  %19 = and i32 %18, 48
  %20 = xor i32 %19, %16
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %21
  %23 = shl nuw nsw i32 %6, 6
  %24 = and i32 %23, 960
  %25 = shl nuw nsw i32 %6, 3
  %26 = and i32 %25, 48
  %27 = and i32 %6, 16
  %28 = xor i32 %26, %27
  %29 = or disjoint i32 %28, %24
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %30
  %32 = xor i32 %29, 32
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %33
  %.idx1 = shl i64 %15, 12
  %35 = and i32 %6, 48
  %36 = xor i32 %25, %35
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %37
  %39 = shl nuw nsw i32 %7, 6
  %40 = xor i32 %26, %19
  %41 = or disjoint i32 %40, %39
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %42
  %44 = add i32 %17, %8
  %45 = zext nneg i32 %44 to i64
  %46 = shl nuw nsw i64 %45, 2
  %47 = add i64 %.idx1, %46
  %scevgep = getelementptr i8, ptr addrspace(1) %2, i64 %47
  %48 = lshr i64 %5, 4
  %49 = shl nuw nsw i64 %48, 13
  %50 = add i32 %12, %10
  %51 = zext nneg i32 %50 to i64
  %52 = shl nuw nsw i64 %51, 2
  %53 = add i64 %49, %52
  %scevgep20 = getelementptr i8, ptr addrspace(1) %1, i64 %53
  br label %54

54:                                               ; preds = %0, %54
  %lsr.iv = phi i64 [ 0, %0 ], [ %lsr.iv.next, %54 ]
  %55 = phi { float, float, float, float } [ zeroinitializer, %0 ], [ %138, %54 ]
  %scevgep21 = getelementptr i8, ptr addrspace(1) %scevgep20, i64 %lsr.iv
  %56 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %scevgep21) #5
  %57 = extractvalue { i32, i32, i32, i32 } %56, 0
  %58 = extractvalue { i32, i32, i32, i32 } %56, 1
  %59 = extractvalue { i32, i32, i32, i32 } %56, 2
  %60 = extractvalue { i32, i32, i32, i32 } %56, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %61 = insertelement <4 x i32> poison, i32 %57, i64 0
  %62 = insertelement <4 x i32> %61, i32 %58, i64 1
  %63 = insertelement <4 x i32> %62, i32 %59, i64 2
  %64 = insertelement <4 x i32> %63, i32 %60, i64 3
  store <4 x i32> %64, ptr addrspace(3) %22, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %65 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %31)
  %66 = extractvalue { i32, i32, i32, i32 } %65, 0
  %67 = bitcast i32 %66 to float
  %68 = extractvalue { i32, i32, i32, i32 } %65, 1
  %69 = bitcast i32 %68 to float
  %70 = extractvalue { i32, i32, i32, i32 } %65, 2
  %71 = bitcast i32 %70 to float
  %72 = extractvalue { i32, i32, i32, i32 } %65, 3
  %73 = bitcast i32 %72 to float
  %74 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %34)
  %75 = extractvalue { i32, i32, i32, i32 } %74, 0
  %76 = bitcast i32 %75 to float
  %77 = extractvalue { i32, i32, i32, i32 } %74, 1
  %78 = bitcast i32 %77 to float
  %79 = extractvalue { i32, i32, i32, i32 } %74, 2
  %80 = bitcast i32 %79 to float
  %81 = extractvalue { i32, i32, i32, i32 } %74, 3
  %82 = bitcast i32 %81 to float
  %scevgep19 = getelementptr i8, ptr addrspace(1) %scevgep, i64 %lsr.iv
  %83 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l"(ptr addrspace(1) %scevgep19) #5
  %84 = extractvalue { i32, i32 } %83, 0
  %85 = extractvalue { i32, i32 } %83, 1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %86 = insertelement <2 x i32> poison, i32 %84, i64 0
  %87 = insertelement <2 x i32> %86, i32 %85, i64 1
  store <2 x i32> %87, ptr addrspace(3) %38, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %88 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %43)
  %89 = extractvalue { i32, i32, i32, i32 } %88, 0
  %90 = bitcast i32 %89 to float
  %91 = extractvalue { i32, i32, i32, i32 } %88, 1
  %92 = bitcast i32 %91 to float
  %93 = extractvalue { i32, i32, i32, i32 } %88, 2
  %94 = bitcast i32 %93 to float
  %95 = extractvalue { i32, i32, i32, i32 } %88, 3
  %96 = bitcast i32 %95 to float
  %97 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %67) #5
  %98 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %69) #5
  %99 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %71) #5
  %100 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %73) #5
  %101 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %76) #5
  %102 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %78) #5
  %103 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %80) #5
  %104 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %82) #5
  %105 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %90) #5
  %106 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %92) #5
  %107 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %94) #5
  %108 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %96) #5
  %109 = bitcast float %97 to i32
  %110 = bitcast float %98 to i32
  %111 = bitcast float %99 to i32
  %112 = bitcast float %100 to i32
  %113 = bitcast float %101 to i32
  %114 = bitcast float %102 to i32
  %115 = bitcast float %103 to i32
  %116 = bitcast float %104 to i32
  %117 = bitcast float %105 to i32
  %118 = bitcast float %106 to i32
  %119 = bitcast float %107 to i32
  %120 = bitcast float %108 to i32
  %121 = extractvalue { float, float, float, float } %55, 0
  %122 = extractvalue { float, float, float, float } %55, 1
  %123 = extractvalue { float, float, float, float } %55, 2
  %124 = extractvalue { float, float, float, float } %55, 3
  %125 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %121, float %122, float %123, float %124, i32 %109, i32 %110, i32 %111, i32 %112, i32 %117, i32 %118) #5
  %126 = extractvalue { float, float, float, float } %125, 0
  %127 = extractvalue { float, float, float, float } %125, 1
  %128 = extractvalue { float, float, float, float } %125, 2
  %129 = extractvalue { float, float, float, float } %125, 3
  %130 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %126, float %127, float %128, float %129, i32 %113, i32 %114, i32 %115, i32 %116, i32 %119, i32 %120) #5
  %131 = extractvalue { float, float, float, float } %130, 0
  %132 = extractvalue { float, float, float, float } %130, 1
  %133 = extractvalue { float, float, float, float } %130, 2
  %134 = extractvalue { float, float, float, float } %130, 3
  %135 = insertvalue { float, float, float, float } undef, float %131, 0
  %136 = insertvalue { float, float, float, float } %135, float %132, 1
  %137 = insertvalue { float, float, float, float } %136, float %133, 2
  %138 = insertvalue { float, float, float, float } %137, float %134, 3
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %tmp = trunc i64 %lsr.iv.next to i32
  %exitcond.not = icmp eq i32 %tmp, 512
  br i1 %exitcond.not, label %139, label %54

139:                                              ; preds = %54
  %140 = shl nuw nsw i32 %9, 1
  %141 = or disjoint i32 %140, %12
  %142 = zext nneg i32 %141 to i64
  %.idx = shl nuw nsw i64 %15, 5
  %143 = getelementptr i8, ptr addrspace(1) %3, i64 %.idx
  %144 = getelementptr [4 x i8], ptr addrspace(1) %143, i64 %14
  %145 = getelementptr [4 x i8], ptr addrspace(1) %144, i64 %142
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %146 = shl nuw nsw i32 %7, 4
  %147 = and i32 %11, 256
  %148 = and i32 %25, 128
  %149 = or disjoint i32 %146, %148
  %150 = or disjoint i32 %149, %147
  %151 = zext nneg i32 %150 to i64
  %152 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %151
  %153 = bitcast float %131 to i32
  %154 = bitcast float %132 to i32
  %155 = bitcast float %133 to i32
  %156 = bitcast float %134 to i32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %152, i32 %153, i32 %154, i32 %155, i32 %156)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %157 = lshr i32 %6, 1
  %158 = or i32 %157, %6
  %159 = and i32 %16, 112
  %160 = shl nuw nsw i32 %158, 3
  %161 = and i32 %160, 128
  %162 = or disjoint i32 %159, %161
  %163 = or disjoint i32 %162, %147
  %164 = zext nneg i32 %163 to i64
  %165 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %164
  %166 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %165)
  %167 = extractvalue { i32, i32 } %166, 0
  %168 = extractvalue { i32, i32 } %166, 1
  tail call void asm sideeffect "st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l"(i32 %167, i32 %168, ptr addrspace(1) %145) #5
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
