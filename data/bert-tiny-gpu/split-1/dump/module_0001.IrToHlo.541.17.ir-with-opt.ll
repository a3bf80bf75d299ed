; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define ptx_kernel void @input_add_reduce_fusion_1(ptr noalias readonly align 16 captures(none) dereferenceable(512) %0, ptr noalias readonly align 256 captures(none) dereferenceable(4096) %1, ptr noalias readonly align 256 captures(none) dereferenceable(4096) %2, ptr noalias readonly align 256 captures(none) dereferenceable(524288) %3, ptr noalias readonly align 16 captures(none) dereferenceable(512) %4, ptr noalias readonly align 256 captures(none) dereferenceable(524288) %5, ptr noalias readonly align 16 captures(none) dereferenceable(512) %6, ptr noalias writeonly align 256 captures(none) dereferenceable(4096) %7, ptr noalias writeonly align 256 captures(none) dereferenceable(4096) %8, ptr noalias writeonly align 256 captures(none) dereferenceable(524288) %9) local_unnamed_addr #0 {
  %11 = addrspacecast ptr %2 to ptr addrspace(1)
  %12 = addrspacecast ptr %1 to ptr addrspace(1)
  %13 = addrspacecast ptr %4 to ptr addrspace(1)
  %14 = addrspacecast ptr %0 to ptr addrspace(1)
  %15 = addrspacecast ptr %3 to ptr addrspace(1)
  %16 = addrspacecast ptr %6 to ptr addrspace(1)
  %17 = addrspacecast ptr %5 to ptr addrspace(1)
  %18 = addrspacecast ptr %9 to ptr addrspace(1)
  %19 = addrspacecast ptr %8 to ptr addrspace(1)
  %20 = addrspacecast ptr %7 to ptr addrspace(1)
  %21 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !4
  %22 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !5
  %23 = shl nuw nsw i32 %22, 3
  %24 = lshr i32 %21, 5
  %25 = or disjoint i32 %23, %24
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds [4 x i8], ptr addrspace(1) %11, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !invariant.load !6
  %29 = fmul float %28, 7.812500e-03
  %30 = getelementptr inbounds [4 x i8], ptr addrspace(1) %12, i64 %26
  %31 = load float, ptr addrspace(1) %30, align 4, !invariant.load !6
  %32 = fmul float %31, 7.812500e-03
  %33 = fmul float %29, %29
  %34 = fsub float %32, %33
  %35 = fadd float %34, 0x3D71979980000000
  %36 = tail call float @llvm.nvvm.rsqrt.approx.f(float %35)
  %37 = and i32 %21, 31
  %38 = shl nuw nsw i32 %37, 1
  %39 = shl nuw nsw i32 %24, 7
  %40 = shl nuw nsw i32 %22, 10
  %41 = or disjoint i32 %39, %40
  %42 = or disjoint i32 %41, %38
  %43 = zext nneg i32 %38 to i64
  %44 = getelementptr inbounds [4 x i8], ptr addrspace(1) %13, i64 %43
  %45 = getelementptr inbounds [4 x i8], ptr addrspace(1) %14, i64 %43
  %46 = zext nneg i32 %42 to i64
  %47 = getelementptr inbounds [4 x i8], ptr addrspace(1) %15, i64 %46
  %48 = getelementptr inbounds [4 x i8], ptr addrspace(1) %16, i64 %43
  %49 = getelementptr inbounds [4 x i8], ptr addrspace(1) %17, i64 %46
  %50 = load <2 x float>, ptr addrspace(1) %49, align 8, !invariant.load !6
  %51 = extractelement <2 x float> %50, i32 0
  %52 = extractelement <2 x float> %50, i32 1
  %53 = load <2 x float>, ptr addrspace(1) %48, align 8, !invariant.load !6
  %54 = extractelement <2 x float> %53, i32 0
  %55 = extractelement <2 x float> %53, i32 1
  %56 = fadd float %54, %51
  %57 = load <2 x float>, ptr addrspace(1) %47, align 8, !invariant.load !6
  %58 = extractelement <2 x float> %57, i32 0
  %59 = extractelement <2 x float> %57, i32 1
  %60 = fsub float %58, %29
  %61 = fmul float %36, %60
  %62 = load <2 x float>, ptr addrspace(1) %45, align 8, !invariant.load !6
  %63 = extractelement <2 x float> %62, i32 0
  %64 = extractelement <2 x float> %62, i32 1
  %65 = load <2 x float>, ptr addrspace(1) %44, align 8, !invariant.load !6
  %66 = extractelement <2 x float> %65, i32 0
  %67 = extractelement <2 x float> %65, i32 1
  %68 = fmul float %63, %61
  %69 = fadd float %66, %68
  %70 = fadd float %56, %69
  %71 = fmul float %70, %70
  %72 = fadd float %55, %52
  %73 = fsub float %59, %29
  %74 = fmul float %36, %73
  %75 = fmul float %64, %74
  %76 = fadd float %67, %75
  %77 = fadd float %72, %76
  %78 = fmul float %77, %77
  %79 = fadd nsz float %71, %78
  %80 = fadd nsz float %70, %77
  %81 = insertelement <2 x float> poison, float %70, i64 0
  %82 = insertelement <2 x float> %81, float %77, i64 1
  %83 = getelementptr inbounds [4 x i8], ptr addrspace(1) %18, i64 %46
  store <2 x float> %82, ptr addrspace(1) %83, align 8
  %84 = getelementptr inbounds i8, ptr addrspace(1) %44, i64 256
  %85 = getelementptr inbounds i8, ptr addrspace(1) %45, i64 256
  %86 = getelementptr inbounds i8, ptr addrspace(1) %47, i64 256
  %87 = getelementptr inbounds i8, ptr addrspace(1) %48, i64 256
  %88 = getelementptr inbounds i8, ptr addrspace(1) %49, i64 256
  %89 = load <2 x float>, ptr addrspace(1) %88, align 8, !invariant.load !6
  %90 = extractelement <2 x float> %89, i32 0
  %91 = extractelement <2 x float> %89, i32 1
  %92 = load <2 x float>, ptr addrspace(1) %87, align 8, !invariant.load !6
  %93 = extractelement <2 x float> %92, i32 0
  %94 = extractelement <2 x float> %92, i32 1
  %95 = fadd float %93, %90
  %96 = load <2 x float>, ptr addrspace(1) %86, align 8, !invariant.load !6
  %97 = extractelement <2 x float> %96, i32 0
  %98 = extractelement <2 x float> %96, i32 1
  %99 = fsub float %97, %29
  %100 = fmul float %36, %99
  %101 = load <2 x float>, ptr addrspace(1) %85, align 8, !invariant.load !6
  %102 = extractelement <2 x float> %101, i32 0
  %103 = extractelement <2 x float> %101, i32 1
  %104 = load <2 x float>, ptr addrspace(1) %84, align 8, !invariant.load !6
  %105 = extractelement <2 x float> %104, i32 0
  %106 = extractelement <2 x float> %104, i32 1
  %107 = fmul float %102, %100
  %108 = fadd float %105, %107
  %109 = fadd float %95, %108
  %110 = fmul float %109, %109
  %111 = fadd nsz float %79, %110
  %112 = fadd nsz float %80, %109
  %113 = fadd float %94, %91
  %114 = fsub float %98, %29
  %115 = fmul float %36, %114
  %116 = fmul float %103, %115
  %117 = fadd float %106, %116
  %118 = fadd float %113, %117
  %119 = fmul float %118, %118
  %120 = fadd nsz float %119, %111
  %121 = fadd nsz float %118, %112
  %122 = insertelement <2 x float> poison, float %109, i64 0
  %123 = insertelement <2 x float> %122, float %118, i64 1
  %124 = getelementptr inbounds i8, ptr addrspace(1) %83, i64 256
  store <2 x float> %123, ptr addrspace(1) %124, align 8
  %125 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %120, i32 16, i32 31)
  %126 = fadd nsz float %125, %120
  %127 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %126, i32 8, i32 31)
  %128 = fadd nsz float %127, %126
  %129 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %128, i32 4, i32 31)
  %130 = fadd nsz float %129, %128
  %131 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %130, i32 2, i32 31)
  %132 = fadd nsz float %131, %130
  %133 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %132, i32 1, i32 31)
  %134 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %121, i32 16, i32 31)
  %135 = fadd nsz float %121, %134
  %136 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %135, i32 8, i32 31)
  %137 = fadd nsz float %135, %136
  %138 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %137, i32 4, i32 31)
  %139 = fadd nsz float %137, %138
  %140 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %139, i32 2, i32 31)
  %141 = fadd nsz float %139, %140
  %142 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %141, i32 1, i32 31)
  %143 = icmp eq i32 %37, 0
  %144 = icmp samesign ult i32 %21, 225
  %145 = and i1 %144, %143
  %146 = getelementptr inbounds [4 x i8], ptr addrspace(1) %19, i64 %26
  %147 = getelementptr inbounds [4 x i8], ptr addrspace(1) %20, i64 %26
  %148 = fadd nsz float %141, %142
  %149 = fadd nsz float %133, %132
  br i1 %145, label %150, label %151

150:                                              ; preds = %10
  store float %149, ptr addrspace(1) %147, align 4
  store float %148, ptr addrspace(1) %146, align 4
  br label %151

151:                                              ; preds = %150, %10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #3

attributes #0 = { norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "nvvm.reqntid"="256,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}
!nvvmir.version = !{!3}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!3 = !{i32 2, i32 0}
!4 = !{i32 0, i32 256}
!5 = !{i32 0, i32 128}
!6 = !{}
