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
define ptx_kernel void @gemm_fusion_dot_20(ptr noalias align 256 dereferenceable(1048576) %arg0, ptr noalias align 256 dereferenceable(524288) %arg1, ptr noalias align 256 dereferenceable(524288) %arg2) local_unnamed_addr #4 {
  %1 = addrspacecast ptr %arg0 to ptr addrspace(1)
  %2 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %3 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = zext i32 %4 to i64
  %6 = lshr i64 %5, 6
  %7 = lshr i64 %5, 3
  %8 = and i64 %7, 7
  %9 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = lshr i32 %9, 2
  %11 = and i32 %9, 3
  %12 = zext i32 %10 to i64
  %13 = shl nuw nsw i64 %5, 3
  %14 = and i64 %13, 56
  %15 = shl nuw nsw i64 %12, 6
  %16 = shl nuw nsw i32 %11, 1
  %17 = zext nneg i32 %16 to i64
  %18 = or disjoint i64 %15, %17
  %19 = shl nuw nsw i64 %6, 13
  %.idx2 = shl i64 %8, 13
  %.idx3 = shl i64 %6, 16
  %.idx4 = shl i64 %12, 9
  %20 = shl nuw nsw i32 %9, 4
  %21 = shl nuw nsw i32 %9, 1
  %22 = and i32 %21, 48
  %23 = xor i32 %22, %20
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %24
  %26 = shl nuw nsw i32 %9, 6
  %27 = and i32 %26, 960
  %28 = shl nuw nsw i32 %9, 3
  %29 = and i32 %28, 48
  %30 = and i32 %9, 16
  %31 = xor i32 %29, %30
  %32 = or disjoint i32 %31, %27
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %33
  %35 = xor i32 %32, 32
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %36
  %38 = zext nneg i32 %28 to i64
  %39 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %38
  %40 = shl nuw nsw i32 %11, 5
  %41 = and i32 %9, 28
  %42 = or disjoint i32 %40, %41
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %43
  %45 = shl nuw nsw i64 %6, 15
  %46 = shl nuw nsw i64 %12, 8
  %47 = add i64 %45, %46
  %48 = trunc i32 %4 to i3
  %49 = zext i3 %48 to i64
  %50 = shl nuw nsw i64 %49, 5
  %51 = add i64 %47, %50
  %52 = trunc i32 %9 to i2
  %53 = zext i2 %52 to i64
  %54 = shl nuw nsw i64 %53, 3
  %55 = add i64 %51, %54
  %scevgep = getelementptr i8, ptr addrspace(1) %2, i64 %55
  %56 = add i64 %.idx3, %.idx2
  %57 = add i64 %56, %.idx4
  %58 = shl nuw nsw i64 %53, 4
  %59 = add i64 %57, %58
  %scevgep31 = getelementptr i8, ptr addrspace(1) %1, i64 %59
  br label %60

60:                                               ; preds = %0, %60
  %lsr.iv29 = phi ptr addrspace(1) [ %scevgep, %0 ], [ %scevgep30, %60 ]
  %lsr.iv = phi i64 [ 0, %0 ], [ %lsr.iv.next, %60 ]
  %61 = phi { float, float, float, float } [ zeroinitializer, %0 ], [ %139, %60 ]
  %scevgep32 = getelementptr i8, ptr addrspace(1) %scevgep31, i64 %lsr.iv
  %62 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %scevgep32) #5
  %63 = extractvalue { i32, i32, i32, i32 } %62, 0
  %64 = extractvalue { i32, i32, i32, i32 } %62, 1
  %65 = extractvalue { i32, i32, i32, i32 } %62, 2
  %66 = extractvalue { i32, i32, i32, i32 } %62, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %67 = insertelement <4 x i32> poison, i32 %63, i64 0
  %68 = insertelement <4 x i32> %67, i32 %64, i64 1
  %69 = insertelement <4 x i32> %68, i32 %65, i64 2
  %70 = insertelement <4 x i32> %69, i32 %66, i64 3
  store <4 x i32> %70, ptr addrspace(3) %25, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %71 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %34)
  %72 = extractvalue { i32, i32, i32, i32 } %71, 0
  %73 = bitcast i32 %72 to float
  %74 = extractvalue { i32, i32, i32, i32 } %71, 1
  %75 = bitcast i32 %74 to float
  %76 = extractvalue { i32, i32, i32, i32 } %71, 2
  %77 = bitcast i32 %76 to float
  %78 = extractvalue { i32, i32, i32, i32 } %71, 3
  %79 = bitcast i32 %78 to float
  %80 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %37)
  %81 = extractvalue { i32, i32, i32, i32 } %80, 0
  %82 = bitcast i32 %81 to float
  %83 = extractvalue { i32, i32, i32, i32 } %80, 1
  %84 = bitcast i32 %83 to float
  %85 = extractvalue { i32, i32, i32, i32 } %80, 2
  %86 = bitcast i32 %85 to float
  %87 = extractvalue { i32, i32, i32, i32 } %80, 3
  %88 = bitcast i32 %87 to float
  %89 = tail call { i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l"(ptr addrspace(1) %lsr.iv29) #5
  %90 = extractvalue { i32, i32 } %89, 0
  %91 = extractvalue { i32, i32 } %89, 1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %92 = insertelement <2 x i32> poison, i32 %90, i64 0
  %93 = insertelement <2 x i32> %92, i32 %91, i64 1
  store <2 x i32> %93, ptr addrspace(3) %39, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %94 = load float, ptr addrspace(3) %44, align 4
  %sunkaddr = getelementptr inbounds i8, ptr addrspace(3) %44, i64 128
  %95 = load float, ptr addrspace(3) %sunkaddr, align 4
  %sunkaddr41 = getelementptr inbounds i8, ptr addrspace(3) %44, i64 256
  %96 = load float, ptr addrspace(3) %sunkaddr41, align 4
  %sunkaddr44 = getelementptr inbounds i8, ptr addrspace(3) %44, i64 384
  %97 = load float, ptr addrspace(3) %sunkaddr44, align 4
  %98 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %73) #5
  %99 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %75) #5
  %100 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %77) #5
  %101 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %79) #5
  %102 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %82) #5
  %103 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %84) #5
  %104 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %86) #5
  %105 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %88) #5
  %106 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %94) #5
  %107 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %95) #5
  %108 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %96) #5
  %109 = tail call float asm "cvt.rna.tf32.f32 $0, $1;", "=r,r"(float %97) #5
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
  %121 = bitcast float %109 to i32
  %122 = extractvalue { float, float, float, float } %61, 0
  %123 = extractvalue { float, float, float, float } %61, 1
  %124 = extractvalue { float, float, float, float } %61, 2
  %125 = extractvalue { float, float, float, float } %61, 3
  %126 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %122, float %123, float %124, float %125, i32 %110, i32 %111, i32 %112, i32 %113, i32 %118, i32 %119) #5
  %127 = extractvalue { float, float, float, float } %126, 0
  %128 = extractvalue { float, float, float, float } %126, 1
  %129 = extractvalue { float, float, float, float } %126, 2
  %130 = extractvalue { float, float, float, float } %126, 3
  %131 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %127, float %128, float %129, float %130, i32 %114, i32 %115, i32 %116, i32 %117, i32 %120, i32 %121) #5
  %132 = extractvalue { float, float, float, float } %131, 0
  %133 = extractvalue { float, float, float, float } %131, 1
  %134 = extractvalue { float, float, float, float } %131, 2
  %135 = extractvalue { float, float, float, float } %131, 3
  %136 = insertvalue { float, float, float, float } undef, float %132, 0
  %137 = insertvalue { float, float, float, float } %136, float %133, 1
  %138 = insertvalue { float, float, float, float } %137, float %134, 2
  %139 = insertvalue { float, float, float, float } %138, float %135, 3
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %tmp = trunc i64 %lsr.iv.next to i32
  %scevgep30 = getelementptr i8, ptr addrspace(1) %lsr.iv29, i64 4096
  %exitcond.not = icmp eq i32 %tmp, 512
  br i1 %exitcond.not, label %140, label %60

140:                                              ; preds = %60
  %141 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %14
  %.idx = shl nuw nsw i64 %8, 12
  %142 = getelementptr i8, ptr addrspace(1) %141, i64 %.idx
  %143 = getelementptr [4 x i8], ptr addrspace(1) %142, i64 %19
  %144 = getelementptr [4 x i8], ptr addrspace(1) %143, i64 %18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %145 = and i32 %20, 112
  %146 = shl nuw nsw i32 %9, 5
  %147 = and i32 %146, 256
  %148 = and i32 %28, 128
  %149 = or disjoint i32 %145, %147
  %150 = or disjoint i32 %149, %148
  %151 = zext nneg i32 %150 to i64
  %152 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %151
  %153 = bitcast float %132 to i32
  %154 = bitcast float %133 to i32
  %155 = bitcast float %134 to i32
  %156 = bitcast float %135 to i32
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %152, i32 %153, i32 %154, i32 %155, i32 %156)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %157 = lshr i32 %9, 1
  %158 = or i32 %157, %9
  %159 = shl nuw nsw i32 %158, 3
  %160 = and i32 %159, 128
  %161 = or disjoint i32 %160, %149
  %162 = zext nneg i32 %161 to i64
  %163 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i64 %162
  %164 = tail call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %163)
  %165 = extractvalue { i32, i32 } %164, 0
  %166 = extractvalue { i32, i32 } %164, 1
  tail call void asm sideeffect "st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l"(i32 %165, i32 %166, ptr addrspace(1) %144) #5
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
